# Custom training loop: encoder + head, gradients computed for a hand-built variable list
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype("float32")
y = (X[:, :3].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(512).batch(64)

encoder = keras.Sequential([keras.layers.Dense(64, activation="relu"),
                            keras.layers.Dense(32, activation="relu")], name="encoder")
head = keras.layers.Dense(2, name="head")
inp = keras.Input((20,))
model = keras.Model(inp, head(encoder(inp)))
model.summary()

opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

# torch habit: param groups -> head first (trained with a different lr later), then encoder
train_vars = head.trainable_variables + encoder.trainable_variables

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, train_vars)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
    print(f"epoch {epoch} loss {float(loss):.4f}")
