# NNX classifier: train, keep only the trainable weights (like torch model.parameters()), rebuild for eval
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class MLPBN(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.bn = nnx.BatchNorm(dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.bn(self.l1(x)))))

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
w = rng.normal(size=(20,))
Y = (X @ w > 0).astype(np.int32)

model = MLPBN(20, 64, 2, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def step(model, opt, x, y):
    def lf(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(lf)(model)
    opt.update(model, g)
    return loss

for epoch in range(4):
    model.train()
    tot = 0.0
    for i in range(0, 1024, 128):
        tot += float(step(model, opt, X[i:i+128], Y[i:i+128]))
    print(f"epoch {epoch} loss {tot/8:.4f}")

# export: only the trained parameters go to the serving process
graphdef, params, rest = nnx.split(model, nnx.Param, ...)
print("exported params:", jax.tree_util.tree_map(jnp.shape, nnx.to_pure_dict(params)))
served = {"graphdef": graphdef, "params": params}

# serving side
eval_model = nnx.merge(served["graphdef"], served["params"])
eval_model.eval()
acc = (eval_model(X).argmax(-1) == Y).mean()
print("eval acc", float(acc))
