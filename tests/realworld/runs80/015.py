# hand-written ResNet stem with lax.conv (ported from F.conv2d); images cast to bfloat16 to save memory
import numpy as np
import jax, jax.numpy as jnp
import optax

def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    he = lambda k, s: jax.random.normal(k, s) * np.sqrt(2.0 / np.prod(s[:-1]))
    return {"stem": he(k1, (7, 7, 3, 32)), "conv2": he(k2, (3, 3, 32, 64)),
            "fc": jax.random.normal(k3, (64, 100)) * 0.01}

def conv(x, w, stride):
    return jax.lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))

def forward(params, x):
    x = jax.nn.relu(conv(x, params["stem"], 2))
    x = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    x = jax.nn.relu(conv(x, params["conv2"], 1))
    return x.mean((1, 2)) @ params["fc"]

def loss_fn(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(forward(params, x), y).mean()

tx = optax.sgd(0.05, momentum=0.9, nesterov=True)
params = init(jax.random.PRNGKey(0))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

rng = np.random.default_rng(0)
imgs = rng.integers(0, 256, size=(128, 64, 64, 3), dtype=np.uint8)
labels = rng.integers(0, 100, 128)
for i in range(0, 128, 32):
    x = (jnp.asarray(imgs[i:i+32]) / 255.0).astype(jnp.bfloat16)   # "autocast" inputs
    params, opt_state, loss = train_step(params, opt_state, x, labels[i:i+32])
    print(f"step {i // 32} loss {float(loss):.4f}")
