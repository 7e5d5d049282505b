"""Tiny transformer-style encoder in pure JAX with activation checkpointing (jax.checkpoint) per block,
to fit longer sequences; ported from a PyTorch model that used torch.utils.checkpoint."""
import jax
import jax.numpy as jnp
import optax

D, H, L, T, V = 64, 4, 4, 128, 512


def init_params(key):
    keys = jax.random.split(key, 2 + 4 * L)
    p = {"emb": jax.random.normal(keys[0], (V, D)) * 0.02, "blocks": []}
    for i in range(L):
        k = keys[2 + 4 * i: 6 + 4 * i]
        p["blocks"].append({
            "qkv": jax.random.normal(k[0], (D, 3 * D)) * 0.02,
            "proj": jax.random.normal(k[1], (D, D)) * 0.02,
            "fc1": jax.random.normal(k[2], (D, 4 * D)) * 0.02,
            "fc2": jax.random.normal(k[3], (4 * D, D)) * 0.02,
        })
    p["head"] = jax.random.normal(keys[1], (D, V)) * 0.02
    return p


def layer_norm(x):
    return (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5)


def block(bp, x, key, train):
    b, t, _ = x.shape
    q, k, v = jnp.split(layer_norm(x) @ bp["qkv"], 3, axis=-1)
    q, k, v = (a.reshape(b, t, H, D // H).transpose(0, 2, 1, 3) for a in (q, k, v))
    att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(D // H), axis=-1)
    y = (att @ v).transpose(0, 2, 1, 3).reshape(b, t, D) @ bp["proj"]
    if train:  # dropout only during training
        keep = jax.random.bernoulli(key, 0.9, y.shape)
        y = jnp.where(keep, y / 0.9, 0.0)
    x = x + y
    return x + jax.nn.gelu(layer_norm(x) @ bp["fc1"]) @ bp["fc2"]


ckpt_block = jax.checkpoint(block)


def forward(params, tokens, key, train=True):
    x = params["emb"][tokens]
    for i, bp in enumerate(params["blocks"]):
        x = ckpt_block(bp, x, jax.random.fold_in(key, i), train)
    return layer_norm(x) @ params["head"]


def loss_fn(params, tokens, key):
    logits = forward(params, tokens[:, :-1], key, train=True)
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


tx = optax.adamw(3e-4)


@jax.jit
def train_step(params, opt_state, tokens, key):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, key)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


key = jax.random.key(0)
params = init_params(key)
opt_state = tx.init(params)
for step in range(1, 21):
    key, dk, sk = jax.random.split(key, 3)
    tokens = jax.random.randint(dk, (8, T + 1), 0, V)
    params, opt_state, loss = train_step(params, opt_state, tokens, sk)
    print(f"step {step:3d} | loss {float(loss):.4f}")
