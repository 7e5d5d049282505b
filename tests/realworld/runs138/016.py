"""Face-attribute net (age regression + gender + glasses), carried over from our TF 2.12 / tf.keras code base
to the new image with TF 2.21 + Keras 3."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(12)
N, S = 900, 64
faces = rng.random((N, S, S, 3)).astype("float32")
age = rng.uniform(18, 80, size=(N, 1)).astype("float32")
gender = rng.integers(0, 2, size=(N, 1)).astype("float32")
glasses = rng.integers(0, 2, size=(N, 1)).astype("float32")

inp = keras.Input((S, S, 3), name="face")
x = layers.Rescaling(2.0, offset=-1.0)(inp)
for f in (16, 32, 64):
    x = layers.Conv2D(f, 3, padding="same", activation="relu")(x)
    x = layers.BatchNormalization()(x)
    x = layers.MaxPooling2D()(x)
x = layers.GlobalAveragePooling2D()(x)
x = layers.Dropout(0.3)(x)
age_out = layers.Dense(1, name="age")(x)
gender_out = layers.Dense(1, activation="sigmoid", name="gender")(x)
glasses_out = layers.Dense(1, activation="sigmoid", name="glasses")(x)
model = keras.Model(inp, [age_out, gender_out, glasses_out], name="face_attrs")

model.compile(
    optimizer=keras.optimizers.Adam(1e-3),
    loss=["mae", "binary_crossentropy", "binary_crossentropy"],
    loss_weights=[0.02, 1.0, 1.0],
    metrics=["accuracy"],
)
model.fit(faces, [age, gender, glasses], validation_split=0.1, batch_size=32, epochs=3)
model.save("/home/user/project/face_attrs.keras")
