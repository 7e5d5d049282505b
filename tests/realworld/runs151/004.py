"""Fine-tune a tiny MLP classifier on MNIST-like features. Loss ported from
torch.nn.CrossEntropyLoss(logits, target) which takes class indices."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

NUM_CLASSES = 10

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Dense(256)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(NUM_CLASSES)(x)

rng = np.random.default_rng(0)
train_x = rng.random((2000, 784)).astype(np.float32)
train_y = rng.integers(0, NUM_CLASSES, size=(2000,)).astype(np.int32)

model = MLP()
key = jax.random.PRNGKey(42)
params = model.init({"params": key, "dropout": key}, jnp.ones((1, 784)))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
opt_state = tx.init(params)

def criterion(logits, target):
    # nn.CrossEntropyLoss()
    return optax.softmax_cross_entropy(logits, target).mean()

@jax.jit
def train_step(params, opt_state, x, y, dropout_key):
    def loss_fn(p):
        logits = model.apply({"params": p}, x, rngs={"dropout": dropout_key})
        return criterion(logits, y)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

print(f"train samples: {len(train_x)}  batch_size: 32")
for step in range(50):
    key, sub = jax.random.split(key)
    i = (step * 32) % len(train_x)
    params, opt_state, loss = train_step(params, opt_state, train_x[i:i+32], train_y[i:i+32], sub)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
