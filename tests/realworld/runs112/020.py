"""Transfer learning: warm-start a classifier from the pretext (self-supervised) encoder's weights file."""
import numpy as np
import keras

rng = np.random.default_rng(20)
x_unlab = rng.normal(size=(3000, 40)).astype("float32")
x_lab = rng.normal(size=(600, 40)).astype("float32")
y_lab = (x_lab[:, :5].sum(1) > 0).astype("int32")

def encoder_layers():
    return [keras.layers.Dense(128, activation="relu", name="enc_fc1"),
            keras.layers.BatchNormalization(name="enc_bn1"),
            keras.layers.Dense(64, activation="relu", name="enc_fc2")]

# --- stage 1: pretext task (denoising) -------------------------------------------------
encoder = keras.Sequential(encoder_layers(), name="encoder")
pretext = keras.Sequential([keras.Input((40,)), encoder, keras.layers.Dense(40, name="recon")])
pretext.compile("adam", "mse")
noisy = x_unlab + 0.3 * rng.normal(size=x_unlab.shape).astype("float32")
pretext.fit(noisy, x_unlab, batch_size=128, epochs=2, verbose=2)
encoder.save_weights("/home/user/project/pretext_encoder.weights.h5")
print("saved encoder weights")

# --- stage 2: downstream classifier reusing the encoder (like load_state_dict(strict=False)) ---
clf = keras.Sequential([keras.Input((40,))] + encoder_layers() + [
    keras.layers.Dropout(0.2, name="head_drop"),
    keras.layers.Dense(32, activation="relu", name="head_fc"),
    keras.layers.Dense(2, activation="softmax", name="head_out"),
])
clf.load_weights("/home/user/project/pretext_encoder.weights.h5")
clf.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
clf.fit(x_lab, y_lab, batch_size=32, epochs=3, validation_split=0.2, verbose=2)
