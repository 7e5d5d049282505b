"""Image-denoising conv autoencoder (flax.linen) ported from torch: SGD(lr=0.05, momentum=0.9) with
StepLR(step_size=10, gamma=0.5), 30 epochs."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s", force=True)
log = logging.getLogger("dae")
hparams = {"lr": 0.05, "momentum": 0.9, "step_size": 10, "gamma": 0.5, "epochs": 30, "batch_size": 32}
log.info("hparams %s", hparams)

rng = np.random.default_rng(0)
def blobs(n):
    yy, xx = np.mgrid[0:16, 0:16]
    c = rng.uniform(3, 13, (n, 2, 1, 1)); r = rng.uniform(2, 5, (n, 1, 1))
    img = (((yy - c[:, 0]) ** 2 + (xx - c[:, 1]) ** 2) < r ** 2).astype(np.float32)
    return img[..., None]
clean = blobs(1024)
noisy = np.clip(clean + rng.normal(0, 0.4, clean.shape), 0, 1).astype(np.float32)
vclean = blobs(256); vnoisy = np.clip(vclean + rng.normal(0, 0.4, vclean.shape), 0, 1).astype(np.float32)

class DAE(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(16, (3, 3))(x))
        h = nn.relu(nn.Conv(16, (3, 3), strides=2)(h))
        h = nn.relu(nn.ConvTranspose(16, (3, 3), strides=(2, 2))(h))
        return nn.sigmoid(nn.Conv(1, (3, 3))(h))

# torch.optim.lr_scheduler.StepLR(optimizer, step_size=10, gamma=0.5)
schedule = optax.exponential_decay(init_value=hparams["lr"], transition_steps=hparams["step_size"],
                                   decay_rate=hparams["gamma"], staircase=True)
tx = optax.sgd(schedule, momentum=hparams["momentum"])
model = DAE()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.key(0), noisy[:1])["params"], tx=tx)

@jax.jit
def train_step(state, x, t):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - t) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def val_mse(params):
    return jnp.mean((model.apply({"params": params}, vnoisy) - vclean) ** 2)

bs = hparams["batch_size"]
for epoch in range(hparams["epochs"]):
    t0 = time.time(); perm = rng.permutation(len(noisy)); losses = []
    for s in range(len(noisy) // bs):
        b = perm[s * bs:(s + 1) * bs]
        state, loss = train_step(state, noisy[b], clean[b])
        losses.append(float(loss))
    if epoch % 3 == 0 or epoch == hparams["epochs"] - 1:
        log.info("epoch %2d/%d train_mse %.5f val_mse %.5f lr %.3e (%.2fs)", epoch + 1, hparams["epochs"],
                 np.mean(losses), float(val_mse(state.params)), float(schedule(state.step)), time.time() - t0)
log.info("training finished")
