# Healthy: bidirectional LSTM encoder whose PyTorch weights were exported as a name->array dict
# (lstm.weight_ih_l0, ..._reverse, out.weight/out.bias); MindSpore 2.x nn.LSTM uses the same parameter
# names, so the dict is loaded 1:1, checked, and a few fine-tuning steps are run.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
IN, HID = 16, 32

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(IN, HID, num_layers=1, batch_first=True, bidirectional=True)
        self.out = nn.Dense(2 * HID, 4)
    def construct(self, x):
        y, _ = self.lstm(x)
        return self.out(y[:, -1])

rng = np.random.default_rng(0)
torch_sd = {}
for sfx in ["", "_reverse"]:
    torch_sd[f"lstm.weight_ih_l0{sfx}"] = (0.1 * rng.standard_normal((4 * HID, IN))).astype(np.float32)
    torch_sd[f"lstm.weight_hh_l0{sfx}"] = (0.1 * rng.standard_normal((4 * HID, HID))).astype(np.float32)
    torch_sd[f"lstm.bias_ih_l0{sfx}"] = np.zeros((4 * HID,), np.float32)
    torch_sd[f"lstm.bias_hh_l0{sfx}"] = np.zeros((4 * HID,), np.float32)
torch_sd["out.weight"] = (0.1 * rng.standard_normal((4, 2 * HID))).astype(np.float32)
torch_sd["out.bias"] = np.zeros((4,), np.float32)

net = Encoder()
param_dict = {k: Parameter(Tensor(v), name=k) for k, v in torch_sd.items()}
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict, strict_load=True)
print("params not loaded:", not_loaded, "| checkpoint entries unused:", ckpt_not_loaded)

x = rng.standard_normal((64, 10, IN)).astype(np.float32)
y = (x[:, :, 0].mean(1) > 0).astype(np.int32) + 2 * (x[:, :, 1].mean(1) > 0).astype(np.int32)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
def forward(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(1, 31):
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} loss {loss.asnumpy():.4f}")
