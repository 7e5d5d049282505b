# Pure-JAX port of a torch MLP classifier (torch nn.Linear did the init; here params are created by hand)
import jax, jax.numpy as jnp, numpy as np, optax

rng = np.random.default_rng(1)
X = rng.normal(size=(3000, 2)).astype(np.float32)
r = np.sqrt((X ** 2).sum(1))
Y = (r > 1.1).astype(np.int32) + (r > 1.8).astype(np.int32)   # 3 rings
print("class counts", np.bincount(Y))

sizes = [2, 64, 64, 3]
def init_params(sizes):
    # torch: nn.Linear(in, out) ; weights "reset" to zeros like the bias, resnet-style zero-init
    return [{"w": jnp.zeros((a, b)), "b": jnp.zeros(b)} for a, b in zip(sizes[:-1], sizes[1:])]

params = init_params(sizes)

def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]

def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
    upd, opt_state = tx.update(g, opt_state, params)
    acc = (logits.argmax(-1) == y).mean()
    return optax.apply_updates(params, upd), opt_state, loss, acc

for epoch in range(10):
    perm = rng.permutation(len(X))
    L, A = [], []
    for i in range(0, len(X), 100):
        idx = perm[i:i+100]
        params, opt_state, loss, acc = step(params, opt_state, X[idx], Y[idx])
        L.append(float(loss)); A.append(float(acc))
    print(f"epoch {epoch} loss {np.mean(L):.4f} acc {np.mean(A):.3f}")
