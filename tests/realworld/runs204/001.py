# Port of a small PyTorch CIFAR-style CNN. The original used NCHW tensors, so we
# keep the data layout and tell Keras to use channels_first.
import numpy as np
import keras
from keras import layers

keras.config.set_image_data_format("channels_first")
keras.utils.set_random_seed(0)

# fake CIFAR-like data in NCHW, as produced by the torch DataLoader
x_train = np.random.rand(512, 3, 32, 32).astype("float32")
y_train = np.random.randint(0, 10, size=(512,))
x_val = np.random.rand(128, 3, 32, 32).astype("float32")
y_val = np.random.randint(0, 10, size=(128,))

def make_model():
    inp = keras.Input(shape=(3, 32, 32))
    x = layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
    x = layers.MaxPooling2D(2)(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.MaxPooling2D(2)(x)
    x = layers.Flatten()(x)
    x = layers.Dense(128, activation="relu")(x)
    out = layers.Dense(10)(x)
    return keras.Model(inp, out, name="cifar_cnn")

model = make_model()
model.summary()
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=64, epochs=2)
