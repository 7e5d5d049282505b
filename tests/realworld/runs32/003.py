# torch.nn.functional -> mindspore.mint.nn.functional port of a classification loss ("mint is the
# torch-compatible API"), smoke-tested on a CPU laptop before going to the Ascend cluster.
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64)
        self.fc2 = nn.Dense(64, 4)
    def construct(self, x):
        return self.fc2(mint.nn.functional.relu(self.fc1(x)))

net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)

def forward_fn(x, y):
    logits = net(x)
    return mint.nn.functional.cross_entropy(logits, y)

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
x = Tensor(np.random.randn(16, 20).astype(np.float32))
y = Tensor(np.random.randint(0, 4, (16,)).astype(np.int32))
for step in range(5):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
