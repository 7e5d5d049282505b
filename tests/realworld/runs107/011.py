"""Two-stage pipeline: (1) pre-train a Flax MLP intent classifier on the generic intent set and
checkpoint it with Orbax; (2) fine-tune on the domain set starting from the pre-trained checkpoint."""
import os, shutil
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

WORKDIR = "/home/user/project/work_011"
PRETRAIN = {"output_dir": "outputs/intent-pretrain", "epochs": 3, "lr": 2e-3}
FINETUNE = {"init_checkpoint": "output/intent-pretrain", "epochs": 2, "lr": 5e-4}
HIDDEN, NCLS, BS = 128, 5, 64


class IntentMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(NCLS)(nn.relu(nn.Dense(HIDDEN)(x)))


def data(n, seed, shift=0.0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, n)
    centers = np.random.default_rng(123).normal(size=(NCLS, 32)) + shift
    return (centers[y] + rng.normal(scale=1.5, size=(n, 32))).astype(np.float32), y.astype(np.int32)


def make_state(lr, seed=0):
    model = IntentMLP()
    params = model.init(jax.random.key(seed), jnp.ones((1, 32)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


def fit(state, x, y, epochs, tag):
    for e in range(1, epochs + 1):
        for i in range(0, len(x), BS):
            state, loss = step(state, x[i:i + BS], y[i:i + BS])
        print(f"[{tag}] epoch {e}/{epochs} loss {float(loss):.4f}")
    return state


def main():
    shutil.rmtree(WORKDIR, ignore_errors=True)
    os.makedirs(WORKDIR)
    os.chdir(WORKDIR)

    # ---- stage 1: pre-training
    x, y = data(3000, 0)
    state = fit(make_state(PRETRAIN["lr"]), x, y, PRETRAIN["epochs"], "pretrain")
    mngr = ocp.CheckpointManager(os.path.abspath(PRETRAIN["output_dir"]))
    mngr.save(int(state.step), args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    print(f"saved pre-trained checkpoint step {int(state.step)} to {os.path.abspath(PRETRAIN['output_dir'])}")

    # ---- stage 2: fine-tuning from the pre-trained checkpoint
    ft_state = make_state(FINETUNE["lr"], seed=1)
    ckpt_dir = os.path.abspath(FINETUNE["init_checkpoint"])
    print(f"loading initial checkpoint from {ckpt_dir}")
    init_mngr = ocp.CheckpointManager(ckpt_dir)
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, ft_state)
    restored = init_mngr.restore(init_mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    ft_state = ft_state.replace(params=restored.params)
    xd, yd = data(800, 1, shift=0.5)
    fit(ft_state, xd, yd, FINETUNE["epochs"], "finetune")


if __name__ == "__main__":
    main()
