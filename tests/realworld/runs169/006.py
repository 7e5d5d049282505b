"""Pre-train a small NNX autoencoder, checkpoint it with Orbax, then fine-tune a classifier from it.

Stage 1 (pretrain) is the team's shared trainer; stage 2 (finetune) was written separately and
restores the encoder weights from the latest pre-training checkpoint.
"""
import logging
import shutil

import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(message)s", force=True)
logging.getLogger("absl").setLevel(logging.WARNING)
log = logging.getLogger("ae_finetune")

CKPT = "/home/user/project/ckpt_006"
CFG = {"d_in": 32, "d_hidden": 64, "d_code": 8, "lr": 1e-3, "epochs": 4}


class Encoder(nnx.Module):
    def __init__(self, d_in, d_hidden, d_code, rngs):
        self.fc1 = nnx.Linear(d_in, d_hidden, rngs=rngs)
        self.fc2 = nnx.Linear(d_hidden, d_code, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.tanh(self.fc1(x)))


class AutoEncoder(nnx.Module):
    def __init__(self, d_in, d_hidden, d_code, rngs):
        self.encoder = Encoder(d_in, d_hidden, d_code, rngs)
        self.decoder = nnx.Linear(d_code, d_in, rngs=rngs)

    def __call__(self, x):
        return self.decoder(self.encoder(x))


def data(n, seed):
    rng = np.random.default_rng(seed)
    z = rng.normal(size=(n, 4)).astype(np.float32)
    mix = np.random.default_rng(99).normal(size=(4, CFG["d_in"])).astype(np.float32)
    x = np.tanh(z @ mix) + 0.05 * rng.normal(size=(n, CFG["d_in"])).astype(np.float32)
    y = (z[:, 0] + z[:, 1] > 0).astype(np.int32)
    return x, y


def pretrain():
    shutil.rmtree(CKPT, ignore_errors=True)
    x, _ = data(2048, 0)
    model = AutoEncoder(CFG["d_in"], CFG["d_hidden"], CFG["d_code"], nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(CFG["lr"]), wrt=nnx.Param)

    @nnx.jit
    def step(model, opt, xb):
        loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(xb) - xb) ** 2))(model)
        opt.update(model, g)
        return loss

    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=3))
    gstep = 0
    for epoch in range(CFG["epochs"]):
        losses = []
        for i in range(0, len(x), 64):
            losses.append(float(step(model, opt, jnp.asarray(x[i:i + 64]))))
            gstep += 1
        log.info("pretrain epoch %d step %d recon_mse=%.4f", epoch + 1, gstep, np.mean(losses))
        mngr.save(gstep, args=ocp.args.Composite(
            state=ocp.args.StandardSave(nnx.state(model, nnx.Param)),
            config=ocp.args.JsonSave(CFG),
        ))
    mngr.wait_until_finished()
    log.info("pretraining done, checkpoints: %s", mngr.all_steps())
    mngr.close()


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.backbone = AutoEncoder(CFG["d_in"], CFG["d_hidden"], CFG["d_code"], rngs)
        self.head = nnx.Linear(CFG["d_code"], 2, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.relu(self.backbone.encoder(x)))


def finetune():
    model = Classifier(nnx.Rngs(1))
    mngr = ocp.CheckpointManager(CKPT)
    step = mngr.latest_step()
    log.info("restoring backbone from %s step %s", CKPT, step)
    abstract = nnx.state(model.backbone, nnx.Param)
    restored = mngr.restore(step, args=ocp.args.Composite(
        params=ocp.args.StandardRestore(abstract),
    ))
    nnx.update(model.backbone, restored["params"])
    x, y = data(1024, 1)
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

    @nnx.jit
    def step_fn(model, opt, xb, yb):
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(xb), yb).mean()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss

    for epoch in range(3):
        ls = [float(step_fn(model, opt, jnp.asarray(x[i:i + 64]), jnp.asarray(y[i:i + 64]))) for i in range(0, len(x), 64)]
        log.info("finetune epoch %d loss=%.4f", epoch + 1, np.mean(ls))


if __name__ == "__main__":
    pretrain()
    finetune()
