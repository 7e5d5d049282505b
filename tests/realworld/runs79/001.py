# VGG-style classifier copied from an ImageNet (224x224) tutorial, retargeted to 48x48 facial-expression crops.
import numpy as np
import keras
from keras import layers

IMG = 48
def vgg_block(x, filters, convs):
    for _ in range(convs):
        x = layers.Conv2D(filters, 3, padding="valid", activation="relu")(x)
    return layers.MaxPooling2D(2)(x)

inp = keras.Input(shape=(IMG, IMG, 1))
x = layers.Rescaling(1.0 / 255)(inp)
x = vgg_block(x, 64, 2)
x = vgg_block(x, 128, 2)
x = vgg_block(x, 256, 3)
x = vgg_block(x, 512, 3)
x = vgg_block(x, 512, 3)
x = layers.Flatten()(x)
x = layers.Dense(256, activation="relu")(x)
out = layers.Dense(7, activation="softmax")(x)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])

x_train = np.random.randint(0, 255, size=(256, IMG, IMG, 1)).astype("float32")
y_train = np.random.randint(0, 7, size=(256,))
model.fit(x_train, y_train, batch_size=32, epochs=5)
