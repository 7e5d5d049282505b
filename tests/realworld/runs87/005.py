# Fine-tuning: load pretrained backbone, build optimizer, then swap in a new task head
import jax, jax.numpy as jnp, numpy as np, optax

def init_linear(key, din, dout):
    k1, _ = jax.random.split(key)
    return {"w": jax.random.normal(k1, (din, dout)) / np.sqrt(din), "b": jnp.zeros(dout)}

key = jax.random.PRNGKey(0)
k1, k2, k3, k4 = jax.random.split(key, 4)
params = {"backbone": {"l1": init_linear(k1, 32, 64), "l2": init_linear(k2, 64, 64)},
          "head": init_linear(k3, 64, 100)}   # pretraining head (100 classes)

tx = optax.adamw(3e-4, weight_decay=0.01)
opt_state = tx.init(params)          # like torch: optimizer = AdamW(model.parameters())

# task has 5 classes: replace the head (torch: model.head = nn.Linear(64, 5)) and add a dropout-free adapter
params = dict(params)
params["head"] = init_linear(k4, 64, 5)
params["adapter"] = init_linear(k4, 64, 64)

def forward(p, x):
    h = jax.nn.relu(x @ p["backbone"]["l1"]["w"] + p["backbone"]["l1"]["b"])
    h = jax.nn.relu(h @ p["backbone"]["l2"]["w"] + p["backbone"]["l2"]["b"])
    h = h + jax.nn.relu(h @ p["adapter"]["w"] + p["adapter"]["b"])
    return h @ p["head"]["w"] + p["head"]["b"]

def loss_fn(p, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()

@jax.jit
def step(p, s, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    upd, s = tx.update(g, s, p)
    return optax.apply_updates(p, upd), s, loss

rng = np.random.default_rng(0)
x = rng.normal(size=(64, 32)).astype(np.float32)
y = rng.integers(0, 5, size=64)
for it in range(5):
    params, opt_state, loss = step(params, opt_state, x, y)
    print("step", it, "loss", float(loss))
