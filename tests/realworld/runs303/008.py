# Parity check: Keras port of the torch regression recipe vs the reference optimizer trace.
# Reference = torch.optim.Adam(lr=1e-2, weight_decay=0.1) re-implemented step by step in numpy.
import numpy as np
import tensorflow as tf
import keras

LR, WD, STEPS, BS = 1e-2, 0.1, 150, 32
r = np.random.default_rng(0)
x_all = r.normal(size=(STEPS * BS, 16)).astype("float32")
w_true = r.normal(size=(16, 1)).astype("float32")
y_all = (x_all @ w_true + 0.1 * r.normal(size=(STEPS * BS, 1))).astype("float32")
w0 = (0.1 * r.normal(size=(16, 1))).astype("float32")
b0 = np.zeros((1,), "float32")

# ---- reference trace (torch recipe)
def ref_run():
    w, b = w0.astype("float64").copy(), b0.astype("float64").copy()
    m = [np.zeros_like(w), np.zeros_like(b)]; v = [np.zeros_like(w), np.zeros_like(b)]
    b1, b2, eps = 0.9, 0.999, 1e-8
    losses = []
    for t in range(1, STEPS + 1):
        xb = x_all[(t - 1) * BS:t * BS].astype("float64"); yb = y_all[(t - 1) * BS:t * BS].astype("float64")
        pred = xb @ w + b
        err = pred - yb
        losses.append(float(np.mean(err ** 2)))
        gw = 2 * xb.T @ err / BS; gb = 2 * err.mean(0)
        params = [w, b]
        for i, g in enumerate([gw, gb]):
            g = g + WD * params[i]
            m[i] = b1 * m[i] + (1 - b1) * g
            v[i] = b2 * v[i] + (1 - b2) * g * g
            mh = m[i] / (1 - b1 ** t); vh = v[i] / (1 - b2 ** t)
            params[i] -= LR * mh / (np.sqrt(vh) + eps)
    return losses

# ---- Keras port
model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(1)])
model.layers[0].set_weights([w0, b0])
opt = keras.optimizers.Adam(learning_rate=LR, weight_decay=WD, epsilon=1e-8)
mse = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = mse(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

ref = ref_run()
for t in range(STEPS):
    xb = x_all[t * BS:(t + 1) * BS]; yb = y_all[t * BS:(t + 1) * BS]
    loss = float(train_step(xb, yb))
    if t % 10 == 0 or t == STEPS - 1:
        print(f"step {t:3d}  ref_loss {ref[t]:.6f}  keras_loss {loss:.6f}  abs_diff {abs(ref[t] - loss):.6f}")
w = model.layers[0].get_weights()[0]
print(f"final weight norm: keras {np.linalg.norm(w):.4f}")
