# LoRA adapter matrices initialised with numpy (np.random.randn -> float64, torch.randn habit gives float32) as
# Parameters next to a float32 base layer, trained in GRAPH_MODE.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
class LoRADense(nn.Cell):
    def __init__(self, d_in, d_out, r=4, alpha=8):
        super().__init__()
        self.base = nn.Dense(d_in, d_out)
        self.lora_a = Parameter(Tensor(np.random.randn(d_in, r) * 0.01), name="lora_a")
        self.lora_b = Parameter(Tensor(np.zeros((r, d_out))), name="lora_b")
        self.scale = alpha / r
    def construct(self, x):
        return self.base(x) + ops.matmul(ops.matmul(x, self.lora_a), self.lora_b) * self.scale
net = LoRADense(16, 16)
for p in net.base.get_parameters():
    p.requires_grad = False
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
x = Tensor(np.random.randn(8, 16).astype(np.float32)); y = Tensor(np.random.randn(8, 16).astype(np.float32))
for i in range(3):
    print("step", i, "loss", step(x, y), flush=True)
