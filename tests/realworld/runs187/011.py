"""Tiny ResNet-ish CIFAR-style classifier; checkpoint every epoch.
Checkpoint layout kept from the PyTorch trainer:
    torch.save({'epoch': e, 'arch': ..., 'model': model.state_dict(), 'optimizer': opt.state_dict()}, path)
"""
import logging
import os
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s %(message)s")
log = logging.getLogger("trainer")
log.setLevel(logging.INFO)
ARCH = "resnet8-w16"
OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), "ckpt_011"))


class Block(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x):
        y = nn.relu(nn.Conv(self.ch, (3, 3))(x))
        y = nn.Conv(self.ch, (3, 3))(y)
        if x.shape[-1] != self.ch:
            x = nn.Conv(self.ch, (1, 1))(x)
        return nn.relu(x + y)


class ResNet8(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = Block(16)(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = Block(32)(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = Block(32)(x)
        return nn.Dense(10)(x.mean((1, 2)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 16, 16, 3)).astype(np.float32)
    y = (x[..., 0].mean((1, 2)) > 0).astype(np.int32) + 2 * (x[..., 1].mean((1, 2)) > 0).astype(np.int32)
    model = ResNet8()
    params = model.init(jax.random.key(0), x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))
    ckptr = ocp.StandardCheckpointer()

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == yb).mean()

    for epoch in range(1, 4):
        losses, accs = [], []
        for i in range(0, 512, 64):
            state, loss, acc = train_step(state, x[i:i + 64], y[i:i + 64])
            losses.append(float(loss)); accs.append(float(acc))
        log.info("Epoch: [%d]  Loss %.4f  Acc@1 %.3f", epoch, np.mean(losses), 100 * np.mean(accs))
        path = os.path.join(OUT, f"checkpoint_epoch{epoch}")
        ckptr.save(path, {"epoch": epoch, "arch": ARCH, "model": state.params, "optimizer": state.opt_state},
                   force=True)
        log.info("=> saved checkpoint '%s'", path)
    ckptr.wait_until_finished()


if __name__ == "__main__":
    main()
