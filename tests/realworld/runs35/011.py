# Multi-label tagger: config.json written by the in-house export script from the training args
# (problem_type "multi_label", the name used in the old training code), then read back with AutoConfig.
import json, os
from transformers import AutoConfig

os.makedirs("export/tagger", exist_ok=True)
cfg = {
    "architectures": ["BertForSequenceClassification"],
    "model_type": "bert",
    "hidden_size": 128, "num_attention_heads": 2, "num_hidden_layers": 2, "intermediate_size": 512,
    "vocab_size": 30522,
    "id2label": {"0": "sports", "1": "politics", "2": "tech", "3": "health"},
    "label2id": {"sports": 0, "politics": 1, "tech": 2, "health": 3},
    "problem_type": "multi_label",
}
with open("export/tagger/config.json", "w") as f:
    json.dump(cfg, f, indent=2)
print("wrote export/tagger/config.json")
config = AutoConfig.from_pretrained("export/tagger")
print("labels", config.num_labels, "problem", config.problem_type)
