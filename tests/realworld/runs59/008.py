# port of a torch model with PReLU activations; converted torch state_dict loaded strictly
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

# torch side (exported with .numpy()): nn.PReLU() default num_parameters=1
torch_sd = {
    "conv1.weight": np.random.randn(32, 3, 3, 3).astype(np.float32),
    "act1.weight": np.array([0.25], np.float32),
    "conv2.weight": np.random.randn(32, 32, 3, 3).astype(np.float32),
    "act2.weight": np.array([0.25], np.float32),
}

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 32, 3)
        self.act1 = nn.PReLU(channel=32)
        self.conv2 = nn.Conv2d(32, 32, 3)
        self.act2 = nn.PReLU(channel=32)
    def construct(self, x):
        return self.act2(self.conv2(self.act1(self.conv1(x))))

net = Block()
print([ (p.name, p.shape) for p in net.get_parameters()])
ms_sd = {}
for k, v in torch_sd.items():
    name = k.replace("act1.weight", "act1.w").replace("act2.weight", "act2.w")
    ms_sd[name] = Parameter(Tensor(v), name=name)
ms.save_checkpoint([{"name": k, "data": v} for k, v in ms_sd.items()], "prelu_block.ckpt")
pnl, cnl = ms.load_param_into_net(net, ms.load_checkpoint("prelu_block.ckpt"), strict_load=True)
print("param_not_load", pnl, "ckpt_not_load", cnl)
