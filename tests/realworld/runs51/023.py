# VAE port (torch -> MindSpore) with KL annealing: beta goes 0 -> 1 over the first 4 epochs.
# torch: loss = recon + self.beta * kl ; trainer sets beta each epoch.
# Port: train step compiled with @ms.jit; beta is passed in as a Tensor argument so the compiled graph sees
# the current value (a Python float attribute would be frozen into the graph as a constant).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(9); np.random.seed(9)
D, Z = 32, 4

class VAE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 2 * Z))
        self.dec = nn.SequentialCell(nn.Dense(Z, 64), nn.ReLU(), nn.Dense(64, D))

    def construct(self, x, eps, beta):
        h = self.enc(x)
        mu, logvar = h[:, :Z], h[:, Z:]
        z = mu + ops.exp(0.5 * logvar) * eps
        recon = ((self.dec(z) - x) ** 2).sum(-1).mean()
        kl = (-0.5 * (1 + logvar - mu ** 2 - ops.exp(logvar)).sum(-1)).mean()
        return recon + beta * kl, recon, kl

model = VAE()
opt = nn.Adam(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(model, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, eps, beta):
    (loss, recon, kl), grads = grad_fn(x, eps, beta)
    opt(grads)
    return loss, recon, kl

data = (np.random.randn(1024, Z) @ np.random.randn(Z, D)).astype(np.float32)
for epoch in range(8):
    beta = min(1.0, epoch / 4)
    beta_t = ms.Tensor(beta, ms.float32)
    tot, rec, kls = [], [], []
    for i in range(0, 1024, 64):
        eps = ms.Tensor(np.random.randn(64, Z).astype(np.float32))
        loss, recon, kl = train_step(ms.Tensor(data[i:i + 64]), eps, beta_t)
        tot.append(loss.asnumpy()); rec.append(recon.asnumpy()); kls.append(kl.asnumpy())
    print(f"epoch {epoch} | beta {beta:.2f} | loss {np.mean(tot):9.4f} | recon {np.mean(rec):9.4f} | "
          f"kl {np.mean(kls):9.4f} | recon+beta*kl {np.mean(rec) + beta * np.mean(kls):9.4f}")
