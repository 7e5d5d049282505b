"""Pure-JAX word2vec-style skip-gram with negative sampling (functional style, params as a dict)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

VOCAB, DIM, NEG = 5000, 64, 5


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"in": jax.random.normal(k1, (VOCAB, DIM)) * 0.01,
            "out": jax.random.normal(k2, (VOCAB, DIM)) * 0.01}


def sgns_loss(batch, params):
    center, context, negatives = batch["center"], batch["context"], batch["neg"]
    v = params["in"][center]                    # (B, D)
    u_pos = params["out"][context]              # (B, D)
    u_neg = params["out"][negatives]            # (B, NEG, D)
    pos = jax.nn.log_sigmoid(jnp.sum(v * u_pos, -1))
    neg = jax.nn.log_sigmoid(-jnp.einsum("bd,bnd->bn", v, u_neg)).sum(-1)
    return -(pos + neg).mean()


opt = optax.sgd(0.5)


@jax.jit
def update(params, opt_state, batch):
    loss, grads = jax.value_and_grad(sgns_loss)(batch, params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def batches(rng, n_steps, bs=512):
    corpus = rng.zipf(1.3, 200_000) % VOCAB
    for _ in range(n_steps):
        pos = rng.integers(2, len(corpus) - 2, bs)
        off = rng.choice([-2, -1, 1, 2], bs)
        yield {"center": jnp.asarray(corpus[pos], jnp.int32),
               "context": jnp.asarray(corpus[pos + off], jnp.int32),
               "neg": jnp.asarray(rng.integers(0, VOCAB, (bs, NEG)), jnp.int32)}


params = init_params(jax.random.key(0))
opt_state = opt.init(params)
print(f"vocab={VOCAB} dim={DIM} negatives={NEG}")
for step, batch in enumerate(batches(np.random.default_rng(0), 500), 1):
    params, opt_state, loss = update(params, opt_state, batch)
    if step % 100 == 0:
        print(f"step {step} loss {float(loss):.4f}")
