# HF checkpoint (pytorch_model.bin, a pickled state_dict) passed straight to mindspore.load_checkpoint
import os, pickle, zipfile
import numpy as np
import mindspore as ms

os.makedirs("bert-base-chinese", exist_ok=True)
path = "bert-base-chinese/pytorch_model.bin"
# what torch.save writes: a zip archive holding a pickle and raw storages
with zipfile.ZipFile(path, "w") as z:
    z.writestr("archive/data.pkl", pickle.dumps({"bert.embeddings.word_embeddings.weight": "storage:0"}))
    z.writestr("archive/data/0", np.random.randn(21128, 8).astype(np.float32).tobytes())
    z.writestr("archive/version", "3\n")

params = ms.load_checkpoint(path)
print(len(params))
