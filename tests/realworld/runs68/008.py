# WGAN-GP critic training ported from PyTorch. torch:
#   grads = torch.autograd.grad(critic(x_hat).sum(), x_hat, create_graph=True)[0]
#   gp = ((grads.norm(2, dim=1) - 1) ** 2).mean()
# The critic uses LayerNorm (as recommended for WGAN-GP instead of BatchNorm).
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

critic = nn.SequentialCell([nn.Dense(8, 64), nn.LayerNorm((64,)), nn.LeakyReLU(0.2),
                            nn.Dense(64, 64), nn.LayerNorm((64,)), nn.LeakyReLU(0.2), nn.Dense(64, 1)])
opt = nn.Adam(critic.trainable_params(), learning_rate=1e-4, beta1=0.0, beta2=0.9)
LAMBDA = 10.0

def critic_sum(x):
    return critic(x).sum()
input_grad = ms.grad(critic_sum)

def critic_loss(real, fake, eps):
    x_hat = eps * real + (1 - eps) * fake
    g = input_grad(x_hat)
    gp = ((ops.norm(g, dim=1) - 1) ** 2).mean()
    return critic(fake).mean() - critic(real).mean() + LAMBDA * gp

grad_fn = ms.value_and_grad(critic_loss, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    real = ms.Tensor(rng.normal(1.0, 0.5, (32, 8)).astype(np.float32))
    fake = ms.Tensor(rng.normal(0.0, 1.0, (32, 8)).astype(np.float32))
    eps = ms.Tensor(rng.random((32, 1)).astype(np.float32))
    loss, grads = grad_fn(real, fake, eps)
    opt(grads)
    print(f"critic step {step} loss {loss.asnumpy():.4f}")
