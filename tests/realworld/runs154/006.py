"""Fashion-style 10-class MLP rewritten from Keras (model.fit) to Flax NNX + optax."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

NCLS = 10

def make_data(n, rng, centers):
    y = rng.integers(0, NCLS, size=n)
    x = centers[y] + rng.normal(scale=1.0, size=(n, 64))
    return x.astype(np.float32), y.astype(np.int32)

class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(64, 128, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(128, NCLS, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))

def loss_fn(model, x, y):
    logits = model(x)
    y_true = jax.nn.one_hot(y, NCLS)
    # keras: loss = categorical_crossentropy(y_true, y_pred, from_logits=True)
    loss = optax.softmax_cross_entropy(y_true, logits).mean()
    return loss, logits

@nnx.jit
def train_step(model, opt, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    opt.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def eval_step(model, x, y):
    loss, logits = loss_fn(model, x, y)
    return loss, (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(scale=0.6, size=(NCLS, 64))
    xtr, ytr = make_data(6000, rng, centers)
    xva, yva = make_data(1000, rng, centers)
    model = MLP(nnx.Rngs(params=0, dropout=1))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    bs = 100
    nb = len(xtr) // bs
    for epoch in range(1, 7):
        model.train()
        perm = rng.permutation(len(xtr))
        tl, ta = [], []
        for i in range(nb):
            b = perm[i * bs:(i + 1) * bs]
            l, a = train_step(model, opt, xtr[b], ytr[b])
            tl.append(float(l)); ta.append(float(a))
        model.eval()
        vl, va = eval_step(model, xva, yva)
        print(f"Epoch {epoch}/6")
        print(f"{nb}/{nb} [==============================] - loss: {np.mean(tl):.4f} - accuracy: {np.mean(ta):.4f} "
              f"- val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")

if __name__ == "__main__":
    main()
