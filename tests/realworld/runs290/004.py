# Pretrain a small MLP classifier on a 10-class source task, checkpoint it with Orbax,
# then fine-tune on a 5-class target task starting from the pretrained checkpoint.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT_DIR = os.path.abspath("ckpt_004")


def make_task(n, num_classes, dim=32, seed=0):
    rng = np.random.default_rng(seed)
    means = rng.normal(0, 2.0, size=(num_classes, dim))
    y = rng.integers(0, num_classes, size=n)
    x = means[y] + rng.normal(0, 1.0, size=(n, dim))
    return x.astype(np.float32), y.astype(np.int32)


def loader(x, y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(y))
    for i in range(0, len(idx) - bs + 1, bs):
        b = idx[i:i + bs]
        yield x[b], y[b]


class MLPClassifier(nn.Module):
    num_classes: int
    hidden: int = 128

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="fc1")(x))
        x = nn.relu(nn.Dense(self.hidden, name="fc2")(x))
        return nn.Dense(self.num_classes, name="classifier")(x)


def create_state(num_classes, lr, seed=0):
    model = MLPClassifier(num_classes)
    params = model.init(jax.random.PRNGKey(seed), jnp.zeros((1, 32)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()


def fit(state, x, y, epochs, tag):
    step = 0
    for ep in range(epochs):
        for xb, yb in loader(x, y, 64, ep):
            state, loss, acc = train_step(state, xb, yb)
            step += 1
        print(f"[{tag}] epoch {ep} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
    return state


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    ckptr = ocp.StandardCheckpointer()

    # ---- stage 1: pretraining on the source task
    xs, ys = make_task(8192, num_classes=10, seed=0)
    state = create_state(num_classes=10, lr=1e-3)
    state = fit(state, xs, ys, epochs=3, tag="pretrain")
    ckptr.save(os.path.join(CKPT_DIR, "pretrained"), state.params)
    ckptr.wait_until_finished()
    print(f"saved pretrained params to {CKPT_DIR}/pretrained")

    # ---- stage 2: fine-tuning on the target task
    xt, yt = make_task(2048, num_classes=5, seed=1)
    ft_state = create_state(num_classes=5, lr=3e-4, seed=1)
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, ft_state.params)
    params = ckptr.restore(os.path.join(CKPT_DIR, "pretrained"), abstract)
    ft_state = ft_state.replace(params=params)
    print("restored pretrained params")
    fit(ft_state, xt, yt, epochs=5, tag="finetune")


if __name__ == "__main__":
    main()
