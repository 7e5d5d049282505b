# Healthy: mixed_float16 custom training loop with LossScaleOptimizer, loss cast to float32 before adding regularizers
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 32)).astype("float32")
y = (x[:, :3].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(64)

reg = keras.regularizers.L2(1e-4)
model = keras.Sequential([
    keras.Input((32,)),
    keras.layers.Dense(128, activation="relu", kernel_regularizer=reg),
    keras.layers.Dense(128, activation="relu", kernel_regularizer=reg),
    keras.layers.Dense(2, kernel_regularizer=reg),
    keras.layers.Activation("linear", dtype="float32"),
])
optimizer = keras.mixed_precision.LossScaleOptimizer(keras.optimizers.Adam(1e-3))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        ce = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(yb, logits))
        loss = ce + tf.add_n([tf.cast(l, tf.float32) for l in model.losses])
        scaled = optimizer.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, -1, output_type=tf.int32), yb), tf.float32))
    return loss, acc

for epoch in range(1, 6):
    ls, accs = [], []
    for xb, yb in ds:
        l, a = train_step(xb, yb)
        ls.append(float(l)); accs.append(float(a))
    print(f"epoch {epoch} loss {np.mean(ls):.4f} acc {np.mean(accs):.3f} loss_scale {float(optimizer.dynamic_scale):.0f}")
print("done")
