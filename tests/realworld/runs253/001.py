# Port of a PyTorch CIFAR-style CNN; data loader kept the torchvision NCHW layout.
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(0)
N = 512
x = rng.normal(size=(N, 3, 32, 32)).astype("float32")   # torch DataLoader layout
y = rng.integers(0, 10, size=(N,)).astype("int64")
print("train images:", x.shape, "labels:", y.shape)
def make_model():
    inp = keras.Input(shape=(32, 32, 3))
    h = layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
    h = layers.MaxPooling2D()(h)
    h = layers.Conv2D(64, 3, padding="same", activation="relu")(h)
    h = layers.GlobalAveragePooling2D()(h)
    out = layers.Dense(10)(h)
    return keras.Model(inp, out, name="small_cnn")
model = make_model()
model.summary()
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64)
opt = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss
for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
