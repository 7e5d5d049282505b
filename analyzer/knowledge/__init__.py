"""What msdiag knows: the catalog of signatures, check wording, KB, code tables, message index."""
