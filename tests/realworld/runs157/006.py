"""Siamese signature-verification model: train briefly, then export a batch-polymorphic scorer with jax.export.

Serving sends images as consecutive pairs (a0, b0, a1, b1, ...), like the torch original's
    emb = net(x).view(-1, 2, emb_dim)
"""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax import export
from flax.training import train_state

EMB = 32

class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=(2, 2))(x))
        x = nn.relu(nn.Conv(32, (3, 3), strides=(2, 2))(x))
        x = x.mean(axis=(1, 2))
        x = nn.Dense(EMB)(x)
        return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + 1e-6)

def pair_scores(apply_fn, params, images):
    emb = apply_fn({"params": params}, images)
    emb = emb.reshape(-1, 2, EMB)
    return jnp.sum(emb[:, 0] * emb[:, 1], axis=-1)

def main():
    rng = np.random.default_rng(0)
    n_pairs = 256
    base = rng.normal(size=(n_pairs, 24, 24, 1)).astype(np.float32)
    same = rng.random(n_pairs) < 0.5
    other = np.where(same[:, None, None, None], base + 0.1 * rng.normal(size=base.shape), rng.normal(size=base.shape)).astype(np.float32)
    images = np.stack([base, other], axis=1).reshape(-1, 24, 24, 1)   # interleaved pairs
    target = same.astype(np.float32)

    model = Embedder()
    params = model.init(jax.random.key(0), jnp.asarray(images[:2]))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def step(state, x, t):
        def lf(p):
            s = pair_scores(state.apply_fn, p, x)
            return optax.sigmoid_binary_cross_entropy(8.0 * s - 4.0, t).mean()
        l, g = jax.value_and_grad(lf)(state.params)
        return state.apply_gradients(grads=g), l

    for epoch in range(4):
        for i in range(0, n_pairs, 32):
            state, loss = step(state, jnp.asarray(images[2 * i:2 * (i + 32)]), jnp.asarray(target[i:i + 32]))
        print(f"Epoch {epoch + 1}/4 - loss: {float(loss):.4f}")

    print("Exporting scorer: input f32[2*n, 24, 24, 1] with symbolic batch 'b'")
    scorer = jax.jit(lambda imgs: pair_scores(model.apply, state.params, imgs))
    spec = jax.ShapeDtypeStruct(export.symbolic_shape("b, 24, 24, 1"), jnp.float32)
    exported = export.export(scorer)(spec)
    print("exported:", exported.fun_name, exported.in_avals, "->", exported.out_avals)

if __name__ == "__main__":
    main()
