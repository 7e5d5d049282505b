"""ViT-tiny style image classifier with stochastic depth (LayerDrop) and bf16 compute, ported from a timm/torch
recipe (torch.autocast(bfloat16) + drop_path). Synthetic 32x32 images."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

COMPUTE_DTYPE = jnp.bfloat16   # torch.autocast(device_type="cuda", dtype=torch.bfloat16)
DEPTH, DIM, HEADS, PATCH, DROP_PATH = 4, 96, 3, 4, 0.1

class EncoderBlock(nn.Module):
    dim: int
    heads: int
    dtype: jnp.dtype = jnp.float32
    @nn.compact
    def __call__(self, x):
        x = x.astype(self.dtype)          # autocast region: activations in compute dtype
        h = nn.LayerNorm(dtype=self.dtype)(x)
        x = x + nn.SelfAttention(num_heads=self.heads, dtype=self.dtype)(h)
        h = nn.LayerNorm(dtype=self.dtype)(x)
        h = nn.Dense(4 * self.dim, dtype=self.dtype)(h)
        return x + nn.Dense(self.dim, dtype=self.dtype)(nn.gelu(h))

class ViT(nn.Module):
    num_classes: int = 10
    @nn.compact
    def __call__(self, img, train: bool = False):
        x = nn.Conv(DIM, (PATCH, PATCH), strides=(PATCH, PATCH), name="patch_embed")(img)
        x = x.reshape(x.shape[0], -1, DIM)
        x = x + self.param("pos_embed", nn.initializers.normal(0.02), (1, x.shape[1], DIM))
        for i in range(DEPTH):
            blk = EncoderBlock(DIM, HEADS, dtype=COMPUTE_DTYPE, name=f"blocks_{i}")
            if train:
                # LayerDrop: skip the whole block with probability drop_path * i / (depth - 1)
                rate = DROP_PATH * i / (DEPTH - 1)
                drop = jax.random.bernoulli(self.make_rng("droppath"), rate)
                x = nn.cond(drop, lambda mdl, h: h, lambda mdl, h: mdl(h), blk, x)
            else:
                x = blk(x)
        x = nn.LayerNorm()(x.mean(1))
        return nn.Dense(self.num_classes, name="head")(x)

rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 32, 32, 3)).astype(np.float32)
y_all = rng.integers(0, 10, 2048).astype(np.int32)
x_all = protos[y_all] + 0.8 * rng.normal(size=(2048, 32, 32, 3)).astype(np.float32)

model = ViT()
variables = model.init({"params": jax.random.key(0)}, x_all[:2])
tx = optax.adamw(optax.cosine_decay_schedule(1e-3, 200), weight_decay=0.05)
state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"], tx=tx)
print(f"ViT params: {sum(p.size for p in jax.tree.leaves(state.params)):,}  compute dtype: {jnp.dtype(COMPUTE_DTYPE).name}")

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"droppath": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

key = jax.random.key(1)
for epoch in range(2):
    t0 = time.time(); perm = rng.permutation(len(x_all)); tot = 0.0; n = 0
    for i in range(0, len(perm), 64):
        b = perm[i:i + 64]; key, sk = jax.random.split(key)
        state, loss = train_step(state, x_all[b], y_all[b], sk)
        tot += float(loss); n += 1
        if n % 10 == 0:
            print(f"Epoch: [{epoch}] [{n:>3}/{len(perm) // 64}]  loss: {tot / n:.4f}  time: {time.time() - t0:.2f}")
