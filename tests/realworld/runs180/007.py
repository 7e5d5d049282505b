# Feature-extraction + fine-tuning script carried over from a Keras 2.2 / TF 1.x
# blog post ("set learning phase to 0 so BatchNorm uses inference statistics").
import numpy as np
import tensorflow as tf
import keras
from keras import backend as K
from keras import layers

print("TensorFlow", tf.__version__, "| Keras", keras.__version__)
IMG = 96
NUM_CLASSES = 4
rng = np.random.default_rng(2)
x = rng.uniform(0, 255, size=(256, IMG, IMG, 3)).astype("float32")
y = keras.utils.to_categorical(rng.integers(0, NUM_CLASSES, 256), NUM_CLASSES)

# freeze BN statistics of the backbone
K.set_learning_phase(0)
base = keras.applications.MobileNetV2(input_shape=(IMG, IMG, 3), include_top=False,
                                      weights=None, pooling="avg")
base.trainable = False
K.set_learning_phase(1)

inp = keras.Input(shape=(IMG, IMG, 3))
feat = base(keras.applications.mobilenet_v2.preprocess_input(inp))
out = layers.Dense(NUM_CLASSES, activation="softmax")(layers.Dropout(0.3)(feat))
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.RMSprop(1e-4), loss="categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=2, validation_split=0.1)
