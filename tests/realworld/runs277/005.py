"""CNN on 28x28 images with a traced train step (input_signature to avoid retracing)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(3)
N = 1000
x = rng.random(size=(N, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=(N,)).astype("int32")
BATCH = 64
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(BATCH)
print("steps per epoch:", len(ds))

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    keras.layers.Conv2D(16, 3, activation="relu"), keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu"), keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(10),
])
opt = keras.optimizers.SGD(learning_rate=0.05, momentum=0.9)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function(input_signature=[tf.TensorSpec([BATCH, 28, 28, 1], tf.float32),
                              tf.TensorSpec([BATCH], tf.int32)])
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(2):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
