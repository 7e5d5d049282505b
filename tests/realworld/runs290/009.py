# Load a PyTorch MLP state_dict (exported to .npz) into the equivalent Flax linen model,
# evaluate it, then fine-tune for a few epochs on new data.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.traverse_util import flatten_dict, unflatten_dict
from flax.training import train_state

TORCH_CKPT = "torch_mlp_state_dict.npz"


def make_task(n, seed):
    rng = np.random.default_rng(seed)
    means = np.random.default_rng(7).normal(0, 1.0, size=(10, 20))
    y = rng.integers(0, 10, size=n)
    return (means[y] + rng.normal(0, 1.0, size=(n, 20))).astype(np.float32), y.astype(np.int32)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="fc1")(x))
        x = nn.relu(nn.Dense(64, name="fc2")(x))
        return nn.Dense(10, name="fc3")(x)


def load_torch_state_dict(params, path):
    """Map torch names 'fc1.weight' / 'fc1.bias' onto flax ('fc1', 'kernel') / ('fc1', 'bias')."""
    sd = dict(np.load(path))
    flat = flatten_dict(params)
    for key in list(flat):
        module, leaf = key
        torch_name = f"{module}.{'weight' if leaf == 'kernel' else 'bias'}"
        if torch_name in sd:
            w = sd[torch_name]
            flat[key] = jnp.asarray(w.T if leaf == "kernel" else w)
    return unflatten_dict(flat)


@jax.jit
def eval_acc(params, x, y):
    return (MLP().apply({"params": params}, x).argmax(-1) == y).mean()


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20)))["params"]
    params = load_torch_state_dict(params, TORCH_CKPT)
    print(f"Loaded PyTorch weights from {TORCH_CKPT}")
    xt, yt = make_task(2000, 1)
    print(f"eval accuracy of converted model: {float(eval_acc(params, xt, yt)):.4f}")

    # short fine-tune with a small LR, as in the torch recipe
    xf, yf = make_task(1000, 2)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-5))
    for epoch in range(3):
        for i in range(0, 1000, 50):
            state, loss = train_step(state, xf[i:i + 50], yf[i:i + 50])
        print(f"finetune epoch {epoch + 1} loss {float(loss):.4f} eval_acc {float(eval_acc(state.params, xt, yt)):.4f}")


if __name__ == "__main__":
    main()
