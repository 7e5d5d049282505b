# Model cast to float16 by hand (torch model.half()) and softmax cross-entropy written out with exp(); logits grow large
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)
net = nn.SequentialCell([nn.Dense(64, 256), nn.ReLU(), nn.Dense(256, 10)]).to_float(ms.float16)
opt = nn.SGD(net.trainable_params(), learning_rate=0.5, momentum=0.9)

def loss_fn(x, y):
    logits = net(x)
    probs = ops.exp(logits) / ops.exp(logits).sum(-1, keepdims=True)   # torch: manual softmax
    return -ops.log(ops.gather_elements(probs, 1, y.expand_dims(1))).mean()

grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
x = ms.Tensor((np.random.randn(128, 64) * 4).astype(np.float16))
y = ms.Tensor(np.random.randint(0, 10, 128).astype(np.int32))
for step in range(12):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step:2d} | loss {float(loss.asnumpy()):.4f}")
