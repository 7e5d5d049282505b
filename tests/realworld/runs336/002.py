# Evaluate / fine-tune a classifier ported from PyTorch: pretrained torch weights -> Flax linen params.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Classifier(nn.Module):
    hidden: int = 128
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

# pretrained torch checkpoint (state_dict exported to npz by the torch side)
rng = np.random.default_rng(0)
sd = {
    "fc1.weight": rng.normal(0, 0.15, (128, 32)).astype(np.float32), "fc1.bias": rng.normal(0, 0.1, 128).astype(np.float32),
    "fc2.weight": rng.normal(0, 0.15, (128, 128)).astype(np.float32), "fc2.bias": rng.normal(0, 0.1, 128).astype(np.float32),
    "fc3.weight": rng.normal(0, 0.15, (10, 128)).astype(np.float32), "fc3.bias": rng.normal(0, 0.1, 10).astype(np.float32),
}
np.savez("classifier_pretrained.npz", **sd)

# evaluation set labelled by the pretrained torch model (its predictions were exported with the weights)
def torch_forward(sd, x):
    h = np.maximum(x @ sd["fc1.weight"].T + sd["fc1.bias"], 0)
    h = np.maximum(h @ sd["fc2.weight"].T + sd["fc2.bias"], 0)
    return h @ sd["fc3.weight"].T + sd["fc3.bias"]
x_eval = rng.normal(size=(2048, 32)).astype(np.float32)
y_eval = torch_forward(sd, x_eval).argmax(-1)
x_train = rng.normal(size=(4096, 32)).astype(np.float32)
y_train = torch_forward(sd, x_train).argmax(-1)

def load_torch_weights(path):
    sd = dict(np.load(path))
    out = {}
    for k, v in sd.items():
        layer, kind = k.split(".")
        out.setdefault(layer, {})
        out[layer]["kernel" if kind == "weight" else "bias"] = jnp.asarray(v.T if kind == "weight" else v)
    return out

model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
pretrained = load_torch_weights("classifier_pretrained.npz")
params = {**params, **pretrained}   # like load_state_dict(strict=False)
print(f"loaded {sum(x.size for x in jax.tree_util.tree_leaves(pretrained))} pretrained parameters from classifier_pretrained.npz")

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

tx = optax.adam(1e-4)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

loss, acc = evaluate(params, x_eval, y_eval)
print(f"[eval] before fine-tuning: loss {float(loss):.4f} acc {float(acc):.4f}")
bs = 128
for epoch in range(3):
    perm = rng.permutation(len(x_train))
    for i in range(0, len(x_train), bs):
        idx = perm[i:i + bs]
        params, opt_state, loss = train_step(params, opt_state, x_train[idx], y_train[idx])
    el, ea = evaluate(params, x_eval, y_eval)
    print(f"epoch {epoch} train_loss {float(loss):.4f} eval_loss {float(el):.4f} eval_acc {float(ea):.4f}")
