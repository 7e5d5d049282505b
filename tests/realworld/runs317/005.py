# Tiny transformer encoder classifier; LR warmup ported from a PyTorch LambdaLR into the jitted step.
import math
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Block(nn.Module):
    dim: int = 64
    heads: int = 4
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(h, h)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(h)))

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, tok):
        x = nn.Embed(500, 64)(tok)
        for _ in range(2):
            x = Block()(x)
        return nn.Dense(4)(x.mean(1))

def lr_lambda(step, warmup=50, total=400):
    if step < warmup:
        return step / warmup
    return 0.5 * (1 + jnp.cos(math.pi * (step - warmup) / (total - warmup)))

rng = np.random.default_rng(0)
tok = rng.integers(0, 500, size=(1024, 24))
lab = (tok[:, 0] % 4).astype(np.int32)

model = Encoder()
params = model.init(jax.random.key(0), tok[:2])["params"]
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.01)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
base_lr = 1e-3

@jax.jit
def train_step(state, xb, yb):
    state.opt_state.hyperparams["learning_rate"] = base_lr * lr_lambda(state.step)
    def lf(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(3):
    for i in range(0, len(tok), 64):
        state, loss = train_step(state, tok[i:i+64], lab[i:i+64])
    print(f"epoch {epoch} step {int(state.step)} loss {float(loss):.4f}")
