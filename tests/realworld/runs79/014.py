# Siamese change-detection model: the same encoder factory is called for the "before" and "after" images.
# Layers were given explicit names so they are easy to find for fine-tuning.
import numpy as np, keras
from keras import layers

def encoder_branch(x):
    x = layers.Conv2D(32, 3, strides=2, padding="same", activation="relu", name="enc_conv1")(x)
    x = layers.BatchNormalization(name="enc_bn1")(x)
    x = layers.Conv2D(64, 3, strides=2, padding="same", activation="relu", name="enc_conv2")(x)
    return layers.GlobalAveragePooling2D(name="enc_pool")(x)

before = keras.Input((64, 64, 3), name="before")
after = keras.Input((64, 64, 3), name="after")
fa, fb = encoder_branch(before), encoder_branch(after)
diff = layers.Subtract(name="diff")([fa, fb])
out = layers.Dense(1, activation="sigmoid", name="changed")(diff)
model = keras.Model([before, after], out, name="siamese_change")
model.summary()
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
rng = np.random.default_rng(15)
model.fit([rng.random((64, 64, 64, 3)), rng.random((64, 64, 64, 3))], rng.integers(0, 2, 64), epochs=2, verbose=2)
