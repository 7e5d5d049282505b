# Model-ensembling with vmap, ported from the torch.func tutorial: each ensemble member sees its own
# minibatch (torch: vmap(fmodel, in_dims=(0, 0, 0))(params, buffers, minibatches)).
# The port vmaps the Cell itself; the members are conv nets with BatchNorm, as in the torch code.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.fc = nn.Dense(8 * 14 * 14, 10)
    def construct(self, x):
        h = ops.max_pool2d(ops.relu(self.bn(self.conv(x))), 2)
        return self.fc(h.reshape(h.shape[0], -1))

num_models = 4
net = SmallCNN()
net.set_train(True)
minibatches = ms.Tensor(np.random.randn(num_models, 16, 1, 28, 28).astype(np.float32))
preds = ms.vmap(net, in_axes=0)(minibatches)
print("ensemble predictions", preds.shape)
