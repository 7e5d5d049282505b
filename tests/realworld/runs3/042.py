# custom training loop computing log(softmax) by hand: loss becomes NaN and training continues
# Cross-entropy rewritten as -log(softmax(x)) with a high learning rate; probabilities underflow to 0.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
net = nn.Dense(16, 4)
opt = nn.SGD(net.trainable_params(), learning_rate=50.0)
def forward(x, y):
    probs = ops.softmax(net(x), axis=-1)
    picked = ops.gather_elements(probs, 1, y.reshape(-1, 1))
    return -ops.log(picked).mean()
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(12):
    x = Tensor(rng.standard_normal((32, 16)).astype(np.float32) * 10)
    y = Tensor(rng.integers(0, 4, 32).astype(np.int32))
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"epoch: 1 step: {step + 1}, loss is {loss.asnumpy()}", flush=True)
