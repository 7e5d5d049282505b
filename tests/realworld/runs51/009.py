# VAE port (torch -> MindSpore) with KL annealing: beta goes 0 -> 1 over the first 4 epochs.
# torch: loss = recon + self.beta * kl ; trainer sets model.beta each epoch.
# Port: same, train step compiled with @ms.jit for speed.
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
        self.beta = 0.0            # KL weight, annealed by the training loop

    def construct(self, x, eps):
        h = self.enc(x)
        mu, logvar = h[:, :Z], h[:, Z:]
        z = mu + ops.exp(0.5 * logvar) * eps
        recon = ((self.dec(z) - x) ** 2).sum(-1).mean()
        kl = (-0.5 * (1 + logvar - mu ** 2 - ops.exp(logvar)).sum(-1)).mean()
        return recon + self.beta * kl, recon, kl

model = VAE()
opt = nn.Adam(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(model, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, eps):
    (loss, recon, kl), grads = grad_fn(x, eps)
    opt(grads)
    return loss, recon, kl

data = (np.random.randn(1024, Z) @ np.random.randn(Z, D)).astype(np.float32)
for epoch in range(8):
    model.beta = min(1.0, epoch / 4)
    tot, rec, kls = [], [], []
    for i in range(0, 1024, 64):
        eps = ms.Tensor(np.random.randn(64, Z).astype(np.float32))
        loss, recon, kl = train_step(ms.Tensor(data[i:i + 64]), eps)
        tot.append(loss.asnumpy()); rec.append(recon.asnumpy()); kls.append(kl.asnumpy())
    print(f"epoch {epoch} | beta {model.beta:.2f} | loss {np.mean(tot):9.4f} | recon {np.mean(rec):9.4f} | "
          f"kl {np.mean(kls):9.4f} | recon+beta*kl {np.mean(rec) + model.beta * np.mean(kls):9.4f}")
