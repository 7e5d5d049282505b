# Migration of a small JAX/Flax-style CNN to PyTorch.
# 1) train the reference in JAX, 2) convert its weights to the PyTorch port, 3) compare both on a test set.
import numpy as np
import jax
import jax.numpy as jnp
import torch
import torch.nn as nn

rng = np.random.default_rng(0)
H = W = 16
NUM_CLASSES = 4


def make_data(n):
    """class = position of a bright 3x3 blob (which quadrant)."""
    x = rng.normal(0, 0.5, (n, H, W, 1)).astype(np.float32)
    y = rng.integers(0, NUM_CLASSES, n)
    for i in range(n):
        r0 = (y[i] // 2) * 8 + rng.integers(1, 5)
        c0 = (y[i] % 2) * 8 + rng.integers(1, 5)
        x[i, r0:r0 + 3, c0:c0 + 3, 0] += 1.0
    return x, y


x_train, y_train = make_data(2048)
x_test, y_test = make_data(512)

# ---------------- JAX reference (NHWC / HWIO, as in flax.linen.Conv) ----------------
def conv(x, w, b, stride):
    y = jax.lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return y + b


def jax_forward(p, x):
    h = jax.nn.relu(conv(x, p["conv1_w"], p["conv1_b"], 2))
    h = jax.nn.relu(conv(h, p["conv2_w"], p["conv2_b"], 2))
    h = jax.nn.relu(conv(h, p["conv3_w"], p["conv3_b"], 1))
    h = h.reshape(h.shape[0], -1)
    return h @ p["dense_w"] + p["dense_b"]


def loss_fn(p, x, y):
    logits = jax_forward(p, x)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))


k = jax.random.split(jax.random.PRNGKey(0), 4)
params = {
    "conv1_w": jax.random.normal(k[0], (3, 3, 1, 8)) * 0.3, "conv1_b": jnp.zeros(8),
    "conv2_w": jax.random.normal(k[1], (3, 3, 8, 16)) * 0.1, "conv2_b": jnp.zeros(16),
    "conv3_w": jax.random.normal(k[2], (3, 3, 16, 16)) * 0.08, "conv3_b": jnp.zeros(16),
    "dense_w": jax.random.normal(k[3], (4 * 4 * 16, NUM_CLASSES)) * 0.03, "dense_b": jnp.zeros(NUM_CLASSES),
}


@jax.jit
def sgd_step(p, m, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    m = jax.tree_util.tree_map(lambda mi, gi: 0.9 * mi + gi, m, g)
    p = jax.tree_util.tree_map(lambda pi, mi: pi - 0.01 * mi, p, m)
    return p, m, loss


mom = jax.tree_util.tree_map(jnp.zeros_like, params)
for epoch in range(4):
    perm = rng.permutation(len(x_train))
    losses = []
    for i in range(0, len(x_train), 64):
        idx = perm[i:i + 64]
        params, mom, l = sgd_step(params, mom, x_train[idx], y_train[idx])
        losses.append(float(l))
    print(f"[jax] epoch {epoch} loss {np.mean(losses):.4f}")

ref_logits = np.asarray(jax_forward(params, x_test))
ref_acc = (ref_logits.argmax(1) == y_test).mean()
print(f"[jax] test acc {ref_acc:.4f}")


# ---------------- PyTorch port ----------------
class TorchCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, stride=2, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, stride=2, padding=1)
        self.conv3 = nn.Conv2d(16, 16, 3, stride=1, padding=1)
        self.dense = nn.Linear(4 * 4 * 16, NUM_CLASSES)

    def forward(self, x):  # x: NCHW
        h = torch.relu(self.conv1(x))
        h = torch.relu(self.conv2(h))
        h = torch.relu(self.conv3(h))
        h = h.permute(0, 2, 3, 1).reshape(h.shape[0], -1)  # flatten in NHWC order like the reference
        return self.dense(h)


port = TorchCNN().eval()
with torch.no_grad():
    for name in ("conv1", "conv2", "conv3"):
        getattr(port, name).weight.copy_(torch.from_numpy(np.array(params[name + "_w"])).permute(3, 2, 0, 1))
        getattr(port, name).bias.copy_(torch.from_numpy(np.array(params[name + "_b"])))
    port.dense.weight.copy_(torch.from_numpy(np.array(params["dense_w"])).t())
    port.dense.bias.copy_(torch.from_numpy(np.array(params["dense_b"])))
print("converted weights: " + ", ".join(f"{n} {tuple(p.shape)}" for n, p in port.named_parameters()))

with torch.no_grad():
    port_logits = port(torch.from_numpy(x_test).permute(0, 3, 1, 2)).numpy()
port_acc = (port_logits.argmax(1) == y_test).mean()
print(f"[torch] test acc {port_acc:.4f}")
diff = np.abs(ref_logits - port_logits)
print(f"parity: max|dlogits| {diff.max():.4f}  mean|dlogits| {diff.mean():.4f}  "
      f"top1 agreement {(ref_logits.argmax(1) == port_logits.argmax(1)).mean():.4f}")
