# Custom GradientTape loop for a tiny GRU sequence classifier, with checkpoint save/restore check
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(12)
N, T = 3000, 20
x = rng.normal(size=(N, T, 4)).astype("float32")
y = (x[:, :, 0].sum(1) > 0).astype("int32")
train = tf.data.Dataset.from_tensor_slices((x[:2500], y[:2500])).shuffle(2500).batch(64)
val_x, val_y = x[2500:], y[2500:]

model = keras.Sequential([keras.Input((T, 4)), layers.GRU(32), layers.Dense(2)])
opt = keras.optimizers.Adam(3e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(4):
    losses = [float(train_step(xb, yb)) for xb, yb in train]
    acc = float(np.mean(np.argmax(model(val_x), -1) == val_y))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {acc:.4f}")

model.save_weights("gru.weights.h5")
m2 = keras.Sequential([keras.Input((T, 4)), layers.GRU(32), layers.Dense(2)])
m2.load_weights("gru.weights.h5")
acc2 = float(np.mean(np.argmax(m2(val_x), -1) == val_y))
print(f"reloaded val_acc {acc2:.4f}")
