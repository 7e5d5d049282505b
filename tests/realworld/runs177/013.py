"""Transfer learning with Flax NNX: reuse the encoder of a self-supervised pretraining run (Orbax checkpoint)
and train a new classification head. Config for the fine-tune lives in CONFIG."""
import os, logging
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(message)s", force=True)
logging.getLogger("absl").setLevel(logging.WARNING)
CONFIG = {"in_dim": 24, "d_model": 256, "n_classes": 6, "lr": 5e-4, "epochs": 3, "batch_size": 64,
          "pretrained": "/home/user/project/ssl_encoder/step_3000"}

class Encoder(nnx.Module):
    def __init__(self, din, d, rngs):
        self.proj = nnx.Linear(din, d, rngs=rngs)
        self.ln1 = nnx.LayerNorm(d, rngs=rngs)
        self.mlp = nnx.Linear(d, d, rngs=rngs)
        self.ln2 = nnx.LayerNorm(d, rngs=rngs)
    def __call__(self, x):
        h = self.ln1(nnx.gelu(self.proj(x)))
        return self.ln2(h + nnx.gelu(self.mlp(h)))

class Classifier(nnx.Module):
    def __init__(self, cfg, rngs):
        self.encoder = Encoder(cfg["in_dim"], cfg["d_model"], rngs)
        self.head = nnx.Linear(cfg["d_model"], cfg["n_classes"], rngs=rngs)
    def __call__(self, x):
        return self.head(self.encoder(x))

if not os.path.exists(CONFIG["pretrained"]):   # written by ssl_pretrain.py (d_model=128)
    enc = Encoder(CONFIG["in_dim"], 128, nnx.Rngs(7))
    with ocp.StandardCheckpointer() as c:
        c.save(CONFIG["pretrained"], nnx.to_pure_dict(nnx.state(enc)))

logging.info("config: %s", CONFIG)
model = Classifier(CONFIG, nnx.Rngs(0))
with ocp.StandardCheckpointer() as c:
    enc_state = c.restore(CONFIG["pretrained"])
enc_graph_state = nnx.state(model.encoder)
nnx.replace_by_pure_dict(enc_graph_state, enc_state)
nnx.update(model.encoder, enc_graph_state)
logging.info("loaded pretrained encoder from %s (%d tensors)", CONFIG["pretrained"], len(jax.tree.leaves(enc_state)))

rng = np.random.default_rng(0)
W = rng.normal(size=(CONFIG["in_dim"], CONFIG["n_classes"]))
X = rng.normal(size=(1536, CONFIG["in_dim"])).astype(np.float32); Y = (X @ W).argmax(1).astype(np.int32)
optimizer = nnx.Optimizer(model, optax.adam(CONFIG["lr"]), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

for epoch in range(CONFIG["epochs"]):
    perm = rng.permutation(len(X)); L, A = [], []
    for i in range(0, len(X), CONFIG["batch_size"]):
        b = perm[i:i + CONFIG["batch_size"]]
        l, a = train_step(model, optimizer, X[b], Y[b]); L.append(float(l)); A.append(float(a))
    logging.info("epoch %d loss %.4f acc %.4f", epoch + 1, np.mean(L), np.mean(A))
