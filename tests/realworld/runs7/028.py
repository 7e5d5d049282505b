# Encoder blocks kept in a plain Python list (the PyTorch code used nn.ModuleList; the port dropped it): the blocks'
# weights are not registered as parameters of the Cell, so the optimizer receives nothing to train.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
class Block(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.ff = nn.SequentialCell(nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d))
        self.norm = nn.LayerNorm((d,))
    def construct(self, x):
        return self.norm(x + self.ff(x))
class Encoder(nn.Cell):
    def __init__(self, d=32, depth=4):
        super().__init__()
        self.blocks = [Block(d) for _ in range(depth)]
    def construct(self, x):
        for blk in self.blocks:
            x = blk(x)
        return x
net = Encoder()
print("trainable parameters:", len(net.trainable_params()), flush=True)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-4)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
print(step(Tensor(np.ones((2, 32), np.float32)), Tensor(np.zeros((2, 32), np.float32))))
