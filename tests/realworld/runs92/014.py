# mixed_float16 custom training loop ported from torch AMP (autocast + GradScaler) with L2 weight regularizers
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(0)
x = rng.normal(size=(1024, 32)).astype("float32")
y = (x[:, :3].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(64)

reg = keras.regularizers.L2(1e-4)
model = keras.Sequential([
    keras.Input((32,)),
    keras.layers.Dense(128, activation="relu", kernel_regularizer=reg),
    keras.layers.Dense(128, activation="relu", kernel_regularizer=reg),
    keras.layers.Dense(2, kernel_regularizer=reg),
])
optimizer = keras.mixed_precision.LossScaleOptimizer(keras.optimizers.Adam(1e-3))   # GradScaler

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        with tf.GradientTape() as tape:
            logits = model(xb, training=True)               # autocast region: fp16 logits
            ce = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(yb, logits))
            loss = tf.add_n([ce] + model.losses)            # torch: loss = ce + weight_decay_terms
            scaled = optimizer.scale_loss(loss)
        grads = tape.gradient(scaled, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
