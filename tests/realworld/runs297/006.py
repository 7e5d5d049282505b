import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

# synthetic 10-class "images"
rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 16, 16, 1)).astype("float32")
y = rng.integers(0, 10, 6000).astype("int32")
x = protos[y] + 0.8 * rng.normal(size=(6000, 16, 16, 1)).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(64)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    layers.Conv2D(16, 3, activation="relu", padding="same"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"), layers.GlobalAveragePooling2D(),
    layers.Dense(10),
])
# torch: optim.SGD(lr=0.05, momentum=0.9) + lr_scheduler.StepLR(step_size=1, gamma=0.5)
lr = keras.optimizers.schedules.ExponentialDecay(initial_learning_rate=0.05, decay_steps=1, decay_rate=0.5, staircase=True)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=8, verbose=2)
