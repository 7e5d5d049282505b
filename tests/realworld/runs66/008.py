# Per-parameter gradient norms for debugging vanishing gradients. torch version:
#   for name, p in model.named_parameters(): print(name, p.grad.norm())
# Port: ask value_and_grad for gradients w.r.t. the named parameter dict so names and grads line up.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5)

class DeepTanh(nn.Cell):
    def __init__(self, depth=6, width=32):
        super().__init__()
        layers = []
        for i in range(depth):
            layers += [nn.Dense(16 if i == 0 else width, width), nn.Tanh()]
        self.features = nn.SequentialCell(layers)
        self.head = nn.Dense(width, 2)
    def construct(self, x):
        return self.head(self.features(x))

model = DeepTanh()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(model.trainable_params(), learning_rate=0.1)
named_params = model.parameters_dict()          # dict(model.named_parameters())

def forward(x, y):
    return loss_fn(model(x), y)

grad_fn = ms.value_and_grad(forward, None, named_params)

rng = np.random.default_rng(5)
for step in range(20):
    x = rng.normal(size=(32, 16)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(tuple(grads))
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
        for (name, _), g in zip(named_params.items(), grads):
            print(f"   {name:28s} grad_norm={float(ops.norm(g).asnumpy()):.3e}")
