# Parity check of a Keras port against the PyTorch reference block (Linear -> BatchNorm1d -> ReLU)
# The reference numbers are reproduced here with numpy, following torch.nn.BatchNorm1d semantics.
import numpy as np
import keras

rng = np.random.default_rng(0)
D_IN, D_OUT, STEPS, BS = 20, 16, 30, 32
W = rng.normal(size=(D_IN, D_OUT)).astype("float32") * 0.3
b = rng.normal(size=(D_OUT,)).astype("float32")
batches = [rng.normal(loc=1.0, size=(BS, D_IN)).astype("float32") for _ in range(STEPS)]
x_eval = rng.normal(loc=1.0, size=(8, D_IN)).astype("float32")

# ---- torch reference: BatchNorm1d(momentum=0.1, eps=1e-5), running stats updated in train() mode ----
rm, rv = np.zeros(D_OUT), np.ones(D_OUT)
for xb in batches:
    h = xb @ W + b
    mu, var_unbiased = h.mean(0), h.var(0, ddof=1)
    rm = (1 - 0.1) * rm + 0.1 * mu
    rv = (1 - 0.1) * rv + 0.1 * var_unbiased
ref = np.maximum((x_eval @ W + b - rm) / np.sqrt(rv + 1e-5), 0.0)

# ---- Keras port: same hyper-parameters as the torch module ----
model = keras.Sequential([
    keras.Input((D_IN,)),
    keras.layers.Dense(D_OUT, name="fc"),
    keras.layers.BatchNormalization(momentum=0.1, epsilon=1e-5, center=False, scale=False, name="bn"),
    keras.layers.ReLU(),
])
model.get_layer("fc").set_weights([W, b])
for xb in batches:
    model(xb, training=True)          # update running statistics like the torch train() forward passes
out = model.predict(x_eval, verbose=0)

bn = model.get_layer("bn")
print("running_mean  torch:", np.round(rm[:4], 4), " keras:", np.round(bn.moving_mean.numpy()[:4], 4))
print("running_var   torch:", np.round(rv[:4], 4), " keras:", np.round(bn.moving_variance.numpy()[:4], 4))
diff = np.abs(out - ref)
print(f"eval output max abs diff: {diff.max():.6f}  mean abs diff: {diff.mean():.6f}  (target < 1e-4)")
print("parity:", "OK" if diff.max() < 1e-4 else "MISMATCH")
