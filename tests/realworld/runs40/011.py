# Mistake: a torch discriminator/MLP using nn.LeakyReLU() (negative_slope 0.01 by default) ported as
# mindspore nn.LeakyReLU(), whose default alpha is 0.2; weights are converted exactly, but the parity
# check against the torch reference outputs (saved from the torch run) fails.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
W1 = (rng.standard_normal((128, 64)) * 0.1).astype(np.float32); b1 = np.zeros(128, np.float32)
W2 = (rng.standard_normal((1, 128)) * 0.1).astype(np.float32); b2 = np.zeros(1, np.float32)
x = rng.standard_normal((16, 64)).astype(np.float32)


def torch_reference(x):  # what torch produced: Linear -> LeakyReLU(0.01) -> Linear
    h = x @ W1.T + b1
    h = np.where(h > 0, h, 0.01 * h)
    return h @ W2.T + b2


class Discriminator(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(64, 128)
        self.act = nn.LeakyReLU()
        self.fc2 = nn.Dense(128, 1)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


net = Discriminator()
ms.load_param_into_net(net, {"fc1.weight": ms.Parameter(Tensor(W1)), "fc1.bias": ms.Parameter(Tensor(b1)),
                             "fc2.weight": ms.Parameter(Tensor(W2)), "fc2.bias": ms.Parameter(Tensor(b2))}, strict_load=True)
net.set_train(False)
out = net(Tensor(x)).asnumpy()
ref = torch_reference(x)
diff = np.abs(out - ref)
print(f"discriminator parity vs torch: max_abs_diff {diff.max():.4e} mean_abs_diff {diff.mean():.4e}")
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5, err_msg="ported Discriminator does not match torch")
print("parity OK")
