# Port of a torch.autograd.Function that evaluated a fitted polynomial activation on the host with numpy
# (the torch version used torch.from_numpy(np.polyval(coeffs, x.cpu().numpy())).to(x.device)).
# Ported as ops.Custom(func_type="pyfunc"); out_shape/out_dtype callables taken from the docs example.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

COEFFS = np.array([0.0213, -0.1057, 0.2499, 0.5, 0.0])   # fitted offline, saved with np.save

def poly_act_np(x):
    return np.polyval(COEFFS, x)

poly_act = ops.Custom(poly_act_np, out_shape=lambda x: x, out_dtype=lambda x: x, func_type="pyfunc")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 12)
        self.fc2 = nn.Dense(12, 2)
    def construct(self, x):
        return self.fc2(poly_act(self.fc1(x)))

net = Net()
x = ms.Tensor(np.random.randn(4, 6).astype(np.float32))
out = net(x)
print("logits", out)

# training loop (torch: loss.backward(); opt.step())
y = ms.Tensor(np.array([0, 1, 1, 0], np.int32))
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step in range(10):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
