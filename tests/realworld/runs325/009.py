import numpy as np
import tensorflow as tf
import keras

# Parity check: fp32 reference numbers vs the migrated config (mixed_bfloat16 policy to save memory)
rng = np.random.default_rng(9)
N, T, D = 1024, 32, 64
x = rng.normal(size=(N, T, D)).astype("float32")
y = (x[:, :, :4].sum(axis=(1, 2)) * 0.1 + rng.normal(0, 0.05, size=N)).astype("float32")

def run(policy, steps=40):
    keras.mixed_precision.set_global_policy(policy)
    keras.utils.set_random_seed(0)
    inp = keras.Input((T, D))
    h = keras.layers.Dense(128, activation="gelu")(inp)
    h = keras.layers.LayerNormalization()(h)
    h = keras.layers.MultiHeadAttention(num_heads=4, key_dim=32)(h, h)
    h = keras.layers.GlobalAveragePooling1D()(h)
    out = keras.layers.Dense(1, dtype="float32")(h)
    model = keras.Model(inp, out)
    opt = keras.optimizers.Adam(1e-3)
    losses = []
    ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(32).repeat()
    it = iter(ds)
    @tf.function
    def step(xb, yb):
        with tf.GradientTape() as tape:
            pred = model(xb, training=True)[:, 0]
            loss = tf.reduce_mean(tf.square(pred - yb))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    for _ in range(steps):
        xb, yb = next(it)
        losses.append(float(step(xb, yb)))
    return np.array(losses)

ref = run("float32")
mig = run("mixed_bfloat16")
for i in range(0, 40, 4):
    print(f"step {i:3d}  ref_loss {ref[i]:.6f}  migrated_loss {mig[i]:.6f}  rel_diff {abs(mig[i]-ref[i])/abs(ref[i]):.4f}")
print(f"max rel diff over 40 steps: {np.max(np.abs(mig-ref)/np.abs(ref)):.4f}")
print(f"final loss ref {ref[-1]:.6f} migrated {mig[-1]:.6f}")
