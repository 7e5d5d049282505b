# Custom training loop ported from torch: optimizer = Adam(model.parameters()) created up front
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
rng = np.random.default_rng(0)
N, D = 4096, 32
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D,)).astype("float32")
y = (x @ w + 0.5 * np.sin(x[:, 0]) > 0).astype("float32")[:, None]
train_ds = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(4096).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(256)

class MLP(keras.Model):
    def __init__(self):
        super().__init__()
        self.fc1 = keras.layers.Dense(128, activation="relu")
        self.drop = keras.layers.Dropout(0.1)
        self.fc2 = keras.layers.Dense(64, activation="relu")
        self.out = keras.layers.Dense(1)

    def call(self, x, training=False):
        return self.out(self.fc2(self.drop(self.fc1(x), training=training)))

model = MLP()
params = model.trainable_variables          # torch: model.parameters()
optimizer = keras.optimizers.Adam(learning_rate=1e-3)
loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)
acc = keras.metrics.BinaryAccuracy(threshold=0.0)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, params)
    optimizer.apply_gradients(zip(grads, params))
    return loss

for epoch in range(1, 7):
    losses = [float(train_step(xb, yb)) for xb, yb in train_ds]
    acc.reset_state()
    for xb, yb in val_ds:
        acc.update_state(yb, model(xb))
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4),
           "val_acc": round(float(acc.result()), 4), "lr": float(optimizer.learning_rate)})
