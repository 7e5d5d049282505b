"""pmap data-parallel training of a Flax LSTM sentiment model on 2 host devices, with a
pmapped evaluation loop over the validation set (batches sharded with flax common_utils.shard)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import functools
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state, common_utils

BS, EVAL_BS, L = 64, 128, 24


class LSTMClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(600, 32)(ids)
        carry, _ = nn.RNN(nn.OptimizedLSTMCell(64), return_carry=True)(x)
        return nn.Dense(2)(carry[1])


def load_split(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    ids = rng.integers(1, 300, (n, L)) + 300 * y[:, None] * (rng.random((n, L)) < 0.3)
    return ids.astype(np.int32), y.astype(np.int32)


@functools.partial(jax.pmap, axis_name="i")
def train_step(state, ids, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, ids), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=jax.lax.pmean(g, "i")), jax.lax.pmean(loss, "i")


@functools.partial(jax.pmap, axis_name="i")
def eval_step(state, ids, y):
    logits = state.apply_fn({"params": state.params}, ids)
    return jax.lax.psum((logits.argmax(-1) == y).sum(), "i")


def main():
    xtr, ytr = load_split(4096, 0)
    xva, yva = load_split(1001, 1)        # validation split as exported: 1001 reviews
    print(f"train {len(xtr)} / validation {len(xva)} examples, devices={jax.local_device_count()}")
    model = LSTMClassifier()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = jax_utils.replicate(train_state.TrainState.create(apply_fn=model.apply, params=params,
                                                               tx=optax.adam(3e-3)))
    for epoch in range(1, 4):
        for i in range(len(xtr) // BS):
            state, loss = train_step(state, common_utils.shard(xtr[i * BS:(i + 1) * BS]),
                                     common_utils.shard(ytr[i * BS:(i + 1) * BS]))
        print(f"epoch {epoch} train_loss {float(loss[0]):.4f}")
        correct = 0
        for i in range(0, len(xva), EVAL_BS):
            correct += int(eval_step(state, common_utils.shard(xva[i:i + EVAL_BS]),
                                     common_utils.shard(yva[i:i + EVAL_BS]))[0])
        print(f"epoch {epoch} eval_accuracy {correct / len(xva):.4f}")


if __name__ == "__main__":
    main()
